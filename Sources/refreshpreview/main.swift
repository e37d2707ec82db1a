print("refreshpreview: under construction")
